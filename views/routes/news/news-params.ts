
import { notFound } from "../../route-errors";

export { notFound };
