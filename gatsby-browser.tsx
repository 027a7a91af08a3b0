/**
 * Browser hooks. Each stays a line or two and calls a named module in src/browser.
 */
