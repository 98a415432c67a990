// The baseline: a bare Fastify answering a small JSON object, in its own process, so the numbers
// of the portal's routes can be read against what this machine does with no work at all.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));

const port = Number(process.env.PORT ?? 3999);
await app.listen({ port, host: "127.0.0.1" });
console.log(`hello-world listening on http://127.0.0.1:${port}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
