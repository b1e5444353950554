import { redirect } from "next/navigation";

/** `/developers` alone opens the area's first page, as its sidebar item does. */
export default function DevelopersPage() {
  redirect("/developers/plugins");
}
