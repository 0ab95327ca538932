// What the page guards (src/middleware.ts) hand to the pages they guard.
declare namespace App {
  interface Locals {
    /** The signed-in user on guarded and sign-in pages; null when nobody is signed in. */
    user?: import('@beats/contract').User | null;
    /** Whether that user can sign in with a password (accounts made by Google sign-in have none). */
    hasPassword?: boolean;
  }
}
