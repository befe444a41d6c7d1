import { generatePosts } from "~/fake-upstreams/content/posts";
const seed = Number(process.argv[2] ?? 20240610);
const { posts } = generatePosts({ seed, today: new Date("2026-11-26T10:00:00Z"), publicUrl: "http://x" });
for (const p of posts.filter((p) => p.date < "2002")) console.log(p.date, p.title.rendered, "\n  ", p.content.rendered.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").slice(0, 400));
