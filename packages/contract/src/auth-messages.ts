/**
 * What the store says about accounts, in the spec's words: the API answers with these sentences
 * and the forms show them. Without zod, so the browser code that only needs them (the account
 * menu on every page) stays small. The forms' rules are in account-forms.ts.
 */
import { NETWORK_ERROR_MESSAGE } from './api-messages.ts';

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all required fields.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  loginFieldsRequired: 'Please enter your email and password.',
  loginFailed: 'Login failed. Check credentials.',
  loginSuccessful: 'Login successful!',
  emailInUse: 'Email already in use. Please login.',
  registrationFailed: 'Registration failed.',
  registrationSuccessful: 'Registration successful! Redirecting...',
  emailRequired: 'Please enter your email address.',
  resetLinkSent: 'Password reset link sent to your email.',
  resetLinkFailed: 'Failed to send reset link.',
  resetCodeMissing: 'Invalid or missing reset code.',
  resetLinkInvalid: 'Invalid or expired password reset link.',
  passwordReset: 'Your password has been successfully reset.',
  passwordUpdateFailed: 'Failed to update password.',
  loggedOut: 'You have been logged out successfully!',
  googleSuccessful: 'Google sign-in successful!',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleCancelled: 'Google sign-in cancelled by user.',
  networkError: NETWORK_ERROR_MESSAGE,
  unauthorized: 'You are not authorized. Please log in again.',
  forbidden: "Access forbidden. You don't have permission to do this.",
  crossSite: 'Cross-site requests are not allowed.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Name must be at most 100 characters.',
  nameInvalid: 'Name contains characters that are not allowed.',
  phoneRequired: 'Please enter your phone number.',
  invalidPhone: 'Please enter a valid phone number.',
  emailTooLong: 'Email must be at most 254 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  nothingToUpdate: 'Nothing to update.',
  imageInvalid: 'Please select a valid image file',
  imageTooLarge: 'Image size should not exceed 5MB',
} as const;
