// The first line of every script the browser builds make for a widget or a shell route (the
// autoloader's chunks, the shell's chunks, the benchmarks' bundles): Chromium's explicit compile
// hint (V8, Chrome 136 and later; a comment anywhere else). A script is fetched when a widget or
// route is about to run it, and nearly all of its functions run as it opens, so compiling them on
// the thread that streams the script in beats compiling each lazily on the page's thread at its
// first call (docs/architecture.md#scripts-compiled-as-they-stream-in). The package's own ES
// modules carry no hint: an app's bundler rewrites them, and the choice is its own.
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad'
