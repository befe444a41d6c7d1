export type SortDirection = "asc" | "desc";

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const numberA = Number(a);
  const numberB = Number(b);
  if (
    typeof a !== "boolean" &&
    typeof b !== "boolean" &&
    Number.isFinite(numberA) &&
    Number.isFinite(numberB) &&
    String(a).trim() !== "" &&
    String(b).trim() !== ""
  ) {
    return numberA - numberB;
  }
  return String(a).localeCompare(String(b), "it-IT", { sensitivity: "base", numeric: true });
}

/** Sorts rows by one column; empty or null values always go last, whatever the direction. */
export function sortRowsEmptyLast<T>(rows: readonly T[], valueOf: (row: T) => unknown, direction: SortDirection): T[] {
  const sign = direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((left, right) => {
      const leftEmpty = isEmpty(left.value);
      const rightEmpty = isEmpty(right.value);
      if (leftEmpty || rightEmpty) return leftEmpty === rightEmpty ? left.index - right.index : leftEmpty ? 1 : -1;
      return sign * compareValues(left.value, right.value) || left.index - right.index;
    })
    .map((entry) => entry.row);
}
