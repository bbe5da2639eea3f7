// Vocabulary of technical work. A text without any of it (a recipe, a complaint about a client) is
// not a description of R&D, however many generic cue words ("test", "measure") it happens to hold.

const TERMS = [
  "algorithms?", "software", "firmware", "hardware", "code(?:base|c|cs)?", "models?", "data(?:set|sets)?", "sensors?",
  "prototypes?", "latency", "throughput", "accuracy", "precision", "recall", "polymers?", "coatings?", "formulations?",
  "materials?", "alloys?", "chemicals?", "compounds?", "reactors?", "temperatures?", "pressure", "circuits?", "pcbs?",
  "signals?", "compression", "network(?:s|ing)?", "databases?", "apis?", "servers?", "cloud", "neural", "machine learning",
  "ml", "training", "inference", "gpus?", "cpus?", "memory", "batter(?:y|ies)", "motors?", "welds?", "welding",
  "machining", "cnc", "catalysts?", "enzymes?", "assays?", "proteins?", "cells?", "strains?", "fermentation", "drugs?",
  "specimens?", "tensile", "viscosity", "adhesion", "corrosion", "simulations?", "cfd", "fea", "robots?", "robotics",
  "vision", "images?", "cameras?", "lidar", "controllers?", "plc", "embedded", "microcontrollers?", "apps?", "website",
  "platform", "engineering", "engineers?", "developers?", "architecture", "pipeline", "protocol", "bandwidth", "encoder",
  "decoder", "compiler", "runtime", "kernel", "linux", "python", "java(?:script)?", "typescript", "c\\+\\+", "rust", "sql",
  "queries", "query", "cache", "caching", "cdn", "redis", "browser", "page load", "load times?", "engine", "solvers?", "routing", "scheduling", "optimi[sz]ing", "concurrency", "threads?", "scheduler", "optimi[sz]ation", "solver", "regression", "classifier",
  "detection", "segmentation", "transformer", "cnn", "lstm", "gradient", "epochs?", "substrate", "resin", "curing",
  "thickness", "emissions?", "combustion", "thermal", "mechanical", "electrical", "chemistry",
  "biolog\\w*", "genom\\w*", "spectr\\w*", "calibration", "tolerances?", "manufacturing", "fabrication", "additive", "3d",
  "printing", "injection", "moulding", "molding", "extrusion", "sintering", "nanoparticles?", "membranes?", "filters?",
  "hydraulic", "pneumatic", "aerodynamic", "firmware", "iot", "bluetooth", "wireless", "antenna", "rf", "fpga", "asic",
  "infrastructure", "deployment", "backend", "frontend", "e-?commerce", "shopify", "wordpress", "aws", "azure",
  "logistique", "logiciel", "algorithme", "matériaux", "capteurs?", "revêtement", "procédé",
];

// Agri-food, life sciences and medicine, construction and energy: sectors whose claims are written in
// their own vocabulary, not the software and materials words above.
const SECTOR_TERMS = [
  "crops?", "soils?", "yields?", "seeds?", "seedlings?", "cultivars?", "varieties", "pests?", "pesticides?", "herbicides?",
  "fungicides?", "fertili[sz]ers?", "nutrients?", "irrigation", "greenhouses?", "livestock", "cattle", "calves", "poultry",
  "dairy", "rations?", "feedlots?", "vaccines?", "pathogens?", "bacteria", "bacterial", "microbial", "microbes?", "yeasts?",
  "fungi", "moulds?", "viruses", "viral", "diseases?", "infections?", "antibod(?:y|ies)", "clinical", "patients?", "surgery",
  "surgical", "implants?", "dosages?", "toxicity", "shelf life", "pasteuri[sz](?:ed|ation)", "sterili[sz](?:ed|ation)", "brewing", "beers?",
  "wort", "juices?", "dough", "ferment(?:ed|ing|s)?", "emulsions?", "ph", "moisture", "humidity", "concrete", "cement", "asphalt",
  "aggregates?", "steel", "alumin(?:um|ium)", "titanium", "glass", "timber", "lumber", "textiles?", "fabrics?", "paints?",
  "adhesives?", "lubricants?", "fuels?", "diesel", "propane", "hydrogen", "turbines?", "pumps?", "valves?", "compressors?",
  "boilers?", "heat exchangers?", "solar", "photovoltaic", "wind turbines?", "drilling", "ore", "mining", "wells?",
  "mainframe", "transactions?", "middleware",
];

// Two alternations rather than one, each small enough for the ReDoS checker to prove linear.
const TECH_RE = new RegExp(String.raw`\b(?:${TERMS.join("|")})\b`, "gi");
const SECTOR_RE = new RegExp(String.raw`\b(?:${SECTOR_TERMS.join("|")})\b`, "gi");

export function countTechnicalTerms(text: string): number {
  return (text.match(TECH_RE)?.length ?? 0) + (text.match(SECTOR_RE)?.length ?? 0);
}
