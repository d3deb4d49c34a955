// The state tag, its labels and the site's time text are every publishable kind's (ui/publishing).
export { PUBLISH_STATE_LABELS, PublishStateTag, useSiteTimeText } from "../../ui/publishing/publicationState.tsx";
