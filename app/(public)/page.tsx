import Link from "next/link";
import { HeroActions } from "@/components/landing/hero-actions";
import { Screener } from "@/components/landing/screener";

const FEATURES = [
  {
    title: "Evidence in one place",
    body: "Keep project notes, experiment logs, commits and documents together, organised by fiscal year, so nothing is missing when the claim is due.",
  },
  {
    title: "T661 drafting, guided",
    body: "Draft lines 242, 244 and 246 with prompts built around the CRA's five eligibility questions, within the form's word limits.",
  },
  {
    title: "Eligibility check first",
    body: "Screen a project against technological uncertainty, hypothesis and systematic investigation before you spend hours writing it up.",
  },
];

export default function LandingPage() {
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <p className="eyebrow">For Canadian innovators</p>
          <h1>Prepare your SR&amp;ED claim and T661 with confidence</h1>
          <p className="lead">
            SR&amp;ED Workspace turns your day-to-day R&amp;D records into a well-supported Scientific Research and
            Experimental Development claim, ready for your accountant or the CRA.
          </p>
          <HeroActions />
        </div>
      </section>
      <Screener />
      <section className="container features" aria-labelledby="features-title">
        <h2 id="features-title" className="visually-hidden">
          What you can do
        </h2>
        {FEATURES.map((f) => (
          <article key={f.title} className="card feature">
            <h3>{f.title}</h3>
            <p>{f.body}</p>
          </article>
        ))}
      </section>
      <section className="container cta-section">
        <div className="card cta">
          <div>
            <h2>Start this year&apos;s claim today</h2>
            <p className="muted">Free to start. Bring your team and your evidence when you are ready.</p>
          </div>
          <Link href="/register" className="button button-primary button-large">
            Create account
          </Link>
        </div>
      </section>
    </>
  );
}
