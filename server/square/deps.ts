// What the Square data path needs at run time: where Square (or the bundled emulator) answers.
// Built at start from the configuration and the emulator's address; tests build their own.

export interface SquareServices {
  /** Square's base URL (the emulator's when no SQUARE_ACCESS_TOKEN is set) and its access token. */
  connection: { baseUrl: string; accessToken: string }
}
