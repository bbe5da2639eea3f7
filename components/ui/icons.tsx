// Small inline icons (stroke = currentColor), decorative: the text beside them carries the meaning.

interface IconProps {
  className?: string;
}

const base = {
  width: 16,
  height: 16,
  viewBox: "0 0 16 16",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
};

export const CheckIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M3.5 8.5l3 3 6-7" />
  </svg>
);

export const PartialIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M4 8h8" />
  </svg>
);

export const CrossIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />
  </svg>
);

export const CopyIcon = ({ className }: IconProps) => (
  <svg {...base} className={className} strokeWidth={1.6}>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 5.5v-2a1.5 1.5 0 0 0-1.5-1.5H4A1.5 1.5 0 0 0 2.5 3.5V9A1.5 1.5 0 0 0 4 10.5h1.5" />
  </svg>
);

export const ArrowLeftIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M13 8H3M7 4L3 8l4 4" />
  </svg>
);

export const SendIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M2.5 8h10M8.5 4l4 4-4 4" />
  </svg>
);
