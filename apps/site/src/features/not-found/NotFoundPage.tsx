import { NotFoundView } from "./NotFoundView";

export default function NotFoundPage() {
  return <NotFoundView />;
}
