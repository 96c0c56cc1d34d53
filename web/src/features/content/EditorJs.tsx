import type { ReactNode } from 'react';
import { type Block, type InlineNode as InlineNodeData, type ListItem, parseEditorJs } from './editorjs';

function InlineNode({ node }: { node: InlineNodeData }): ReactNode {
  if (node.type === 'text') return node.text;
  const children = <Inline nodes={node.children} />;
  switch (node.tag) {
    case 'br':
      return <br />;
    case 'a':
      if (!node.href) return <span>{children}</span>;
      return node.href.startsWith('/') ? (
        <a href={node.href}>{children}</a>
      ) : (
        <a href={node.href} rel="noopener noreferrer">
          {children}
        </a>
      );
    default: {
      const Tag = node.tag;
      return <Tag>{children}</Tag>;
    }
  }
}

function Inline({ nodes }: { nodes: readonly InlineNodeData[] }): ReactNode {
  // biome-ignore lint/suspicious/noArrayIndexKey: inline nodes have no identity and never move.
  return nodes.map((node, index) => <InlineNode key={index} node={node} />);
}

function List({ ordered, items }: { ordered: boolean; items: readonly ListItem[] }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items have no id and never move.
        <li key={index}>
          <Inline nodes={item.content} />
          {item.children.length > 0 && <List ordered={ordered} items={item.children} />}
        </li>
      ))}
    </Tag>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return block.content.length > 0 ? (
        <p>
          <Inline nodes={block.content} />
        </p>
      ) : null;
    case 'header': {
      const Tag = `h${block.level}` as const;
      return (
        <Tag>
          <Inline nodes={block.content} />
        </Tag>
      );
    }
    case 'list':
      return <List ordered={block.ordered} items={block.items} />;
  }
}

/** Rich text from the commerce API (EditorJS JSON), rendered from the sanitised tree of editorjs.ts. */
export function EditorJs({ source, className }: { source: unknown; className?: string }) {
  const blocks = parseEditorJs(source);
  if (blocks.length === 0) return null;
  return (
    <div className={className ?? 'rich-text'}>
      {blocks.map((block) => (
        <BlockView key={block.id} block={block} />
      ))}
    </div>
  );
}
