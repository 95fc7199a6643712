/**
 * What an island says, translated at build time: one JSON script inside the island's root, read
 * by src/islands/messages.ts. "<" is escaped so no text can end the script element early.
 */
export function IslandMessages({ messages }: { messages: object }) {
  return (
    <script
      type="application/json"
      data-island-messages=""
      dangerouslySetInnerHTML={{ __html: JSON.stringify(messages).replace(/</g, "\\u003c") }}
    />
  );
}
