import type { NewsletterTopic } from "@lawfirm/contract";

/** A topic's name in `lang`, else in the first language it has one in. */
export const topicName = (topic: Pick<NewsletterTopic, "names">, lang: string) => topic.names[lang] ?? Object.values(topic.names)[0] ?? "";
