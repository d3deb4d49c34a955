// What other features may use of the icon library: its grid (the practice area's icon picker).
export { IconLibraryGrid } from "./IconLibraryGrid.tsx";
