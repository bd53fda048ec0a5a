// The nonce of the page's inline scripts (server/security-headers.ts, ADR 030), handed by the server's
// renderer to the document shell. In the browser there is none: the scripts it marks have already run,
// and browsers hide a nonce from the page anyway.
import { createContext, useContext } from 'react';

export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
