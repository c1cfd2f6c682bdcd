// GET /json/v2/providers/list — the providers whose emails the parser knows (spec 3).
import type { EmailRouteModule } from "./email-host";
import { providerListItems } from "../providers/provider-list";

export function providerRoutes(): EmailRouteModule {
  const list = providerListItems();
  return {
    routes: [
      {
        method: "GET",
        path: "/json/v2/providers/list",
        handle: () => ({ status: 200, body: { apiVersion: 2, list } }),
      },
    ],
  };
}
