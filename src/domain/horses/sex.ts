/** Male, female (filly or mare), castrated male. */
export type HorseSex = "M" | "F" | "C";

/** The sex as a word, as the whole site writes it. */
export function sexLabel(sex: HorseSex | null | undefined): string {
  switch (sex) {
    case "M":
      return "maschio";
    case "F":
      return "femmina";
    case "C":
      return "castrone";
    default:
      return "";
  }
}
