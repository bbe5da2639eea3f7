import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import "@/components/contact/contact.css";

export const metadata: Metadata = {
  title: "Contact us",
  description: "Questions about SR&ED claims, plans or an expert review: write to us.",
};

export default function ContactPage() {
  return (
    <div className="container contact">
      <header className="page-header">
        <h1>Contact us</h1>
        <p className="muted">
          Questions about your claim, our plans or an expert review? Write to us and a person will answer.
        </p>
      </header>
      <ContactForm />
    </div>
  );
}
