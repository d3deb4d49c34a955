// Self-hosted fonts, Latin subset and only the weights the styles use.
// Chinese text falls back to the system's CJK fonts (see --font-* in global.css).
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/source-serif-4/latin-400.css";
import "@fontsource/source-serif-4/latin-600.css";
