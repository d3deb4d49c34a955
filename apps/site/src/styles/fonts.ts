// Self-hosted fonts, Latin subset and only the weights the styles use: the serif in its regular
// weight only (headings and the firm's name), so that every page loads three font files, not four
// (docs/performance.md). Chinese text falls back to the system's CJK fonts (see --font-* in global.css).
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/source-serif-4/latin-400.css";
