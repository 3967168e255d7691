// Vite's types for the shell: import.meta.env and asset imports.
/// <reference types="vite/client" />
