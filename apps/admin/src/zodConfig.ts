import { z } from "zod";

// The Content Security Policy forbids eval, so zod must not even probe for its compiled fast path.
// Imported first by main.tsx, before any module builds a schema.
z.config({ jitless: true });
