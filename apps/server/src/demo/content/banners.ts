import type { DemoBanner } from "./types.ts";

export const BANNERS: readonly DemoBanner[] = [
  {
    key: "clarity",
    top: 1,
    linkUrl: "/expertises",
    title: { de_DE: "Klarheit in komplexen Mandaten", en_US: "Clarity in complex matters", zh_CN: "复杂事务，清晰应对" },
    subTitle: {
      de_DE: "Wirtschaftsrecht aus München – partnergeführt, international, unabhängig.",
      en_US: "Business law from Munich – partner-led, international, independent.",
      zh_CN: "来自慕尼黑的商事法律服务——合伙人主导、国际视野、独立执业。",
    },
  },
  {
    key: "bridge",
    top: 0,
    linkUrl: "/about",
    title: {
      de_DE: "Zwischen München, Frankfurt und Shanghai",
      en_US: "Between Munich, Frankfurt and Shanghai",
      zh_CN: "连接慕尼黑、法兰克福与上海",
    },
    subTitle: {
      de_DE: "Ein Team, drei Büros, drei Sprachen.",
      en_US: "One team, three offices, three languages.",
      zh_CN: "一个团队，三个办公室，三种语言。",
    },
  },
  {
    key: "experience",
    top: 0,
    linkUrl: "/people",
    title: { de_DE: "Erfahrung, die Entscheidungen trägt", en_US: "Experience you can base decisions on", zh_CN: "以经验支撑决策" },
    subTitle: {
      de_DE: "Lernen Sie die Menschen kennen, die Ihre Mandate führen.",
      en_US: "Meet the people who will run your matters.",
      zh_CN: "认识为您处理委托事务的律师团队。",
    },
  },
];
