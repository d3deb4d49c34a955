import "./styles/fonts";
import "./styles/global.css";
import { afterFirstPaint, keepEarlyInput, nextTask } from "./takeover";

// The page arrives complete from the server; its scripts take it over (hydration). They are
// fetched after the first paint (with the lead picture), so that on a phone's connection they do not hold back the page's
// fonts and pictures (decision 0025); what the visitor does meanwhile is done again once they have.
const replayEarlyInput = keepEarlyInput();
void afterFirstPaint()
  .then(() => import("./app/start"))
  .then(async ({ start }) => {
    await nextTask();
    await start();
    replayEarlyInput();
  });
