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

export const UploadIcon = ({ className }: IconProps) => (
  <svg {...base} className={className} strokeWidth={1.6}>
    <path d="M8 10.5V2.5M4.5 6L8 2.5 11.5 6" />
    <path d="M2.5 10.5v1.5a1.5 1.5 0 0 0 1.5 1.5h8a1.5 1.5 0 0 0 1.5-1.5v-1.5" />
  </svg>
);

export const FileIcon = ({ className }: IconProps) => (
  <svg {...base} className={className} strokeWidth={1.5}>
    <path d="M9.5 1.5H4A1.5 1.5 0 0 0 2.5 3v10A1.5 1.5 0 0 0 4 14.5h8a1.5 1.5 0 0 0 1.5-1.5V5.5z" />
    <path d="M9.5 1.5v4h4" />
  </svg>
);

export const PaperclipIcon = ({ className }: IconProps) => (
  <svg {...base} className={className} strokeWidth={1.6}>
    <path d="M13.5 7.5l-5.8 5.8a3.3 3.3 0 0 1-4.7-4.7l5.8-5.8a2.2 2.2 0 0 1 3.1 3.1L6.2 11.6a1.1 1.1 0 0 1-1.6-1.6L10 4.6" />
  </svg>
);
