// What the use cases ask of the identity provider: the four account calls of better-auth's API they make
// (sign-up, the confirmation e-mail, a change of address and its confirmation). server/auth.ts builds the
// better-auth instance that answers them; a refusal is thrown as better-auth's APIError.
export interface IdentityProvider {
  api: {
    signUpEmail(request: { body: { email: string; password: string; name: string }; headers?: Headers }): Promise<{ user: { id: string } }>;
    sendVerificationEmail(request: { body: { email: string; callbackURL?: string } }): Promise<unknown>;
    changeEmail(request: { body: { newEmail: string; callbackURL?: string }; headers: Headers }): Promise<unknown>;
    verifyEmail(request: { query: { token: string }; headers: Headers }): Promise<unknown>;
  };
}
