/**
 * An editor's form values of a kind, checked against the contract's input of the kind (`Input`):
 * every field of `Values` must be a field of `Input`, so that a form's field lists (`keyof` the
 * values) name only fields the contract knows; a misspelt or unknown field fails the type check.
 * A value may take another type in the form than in the body (a switch's boolean for a 0/1 flag, ""
 * for an empty text): the editor's `toBody` turns one into the other.
 */
export type FormValuesOf<Input, Values extends { [Field in keyof Values]: Field extends keyof Input ? unknown : never }> = Values;
