// Prints the page. Without JavaScript the button is not shown: the browser's own print prints the same.
import { useScriptsRunning } from '../lib/hydration';

export function PrintButton({ label }: { label: string }) {
  const running = useScriptsRunning();
  if (!running) return null;
  return (
    <button type="button" onClick={() => window.print()} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800" data-testid="print">
      {label}
    </button>
  );
}
