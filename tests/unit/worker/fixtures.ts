import type { EnvelopeFile, HistoryItem, TaskEnvelope, TaskType } from "@/lib/worker/schemas";

// Realistic inputs, written the way users describe their projects: some tidy, some messy.

export function envelope(type: TaskType, input: string, extra: Partial<TaskEnvelope> = {}): TaskEnvelope {
  return {
    taskId: "task-1",
    type,
    projectId: "project-1",
    sessionId: "session-1",
    userId: "user-1",
    input,
    project: { name: "Test project", fiscalYear: "2025", description: null },
    history: [],
    files: [],
    codehost: null,
    ...extra,
  };
}

export function user(content: string, createdAt: string): HistoryItem {
  return { role: "USER", content, createdAt };
}

export function assistant(content: string, createdAt: string): HistoryItem {
  return { role: "ASSISTANT", content, createdAt };
}

export function file(fileId: string, filename: string, excerpts: string[]): EnvelopeFile {
  return { fileId, filename, contentType: "application/pdf", downloadUrl: `https://files.example.com/${fileId}`, excerpts };
}

export const COMPRESSION = `We make wearable vibration sensors for industrial pumps. Each node streams 3-axis accelerometer data at 4 kHz over BLE, and the radio budget only allows about 40 kbps per node while alarms must reach the gateway within 20 ms.

Existing codecs could not meet both limits. We benchmarked zstd, LZ4 and a delta+Huffman scheme on 6 hours of recorded pump data: zstd reached a 3.1x ratio but needed 48 ms per block on the Cortex-M4, and LZ4 was fast enough but only reached 1.4x. It was not clear whether any lossless scheme could hit a 4x ratio inside a 20 ms window on a microcontroller with 64 KB of RAM, and we couldn't find any published method aimed at this combination.

Our hypothesis was that a predictor that switches between linear prediction and a learned per-machine dictionary, depending on the vibration regime, would keep the ratio above 4x without breaking the latency budget. We expected the regime detection itself to cost less than 2 ms.

We built three prototypes over four months. The first used fixed 256-sample blocks and failed the latency test at 31 ms. In the second iteration we switched to 64-sample blocks and measured 14 ms latency but the ratio dropped to 2.9x. The third version added the regime detector; we tested it against the zstd baseline on the same 6-hour dataset and on two new pumps, holding block size and sample rate constant.

The third prototype reached a 4.3x ratio at 11 ms worst-case latency. We learned that the ratio depends far more on detecting regime changes than on the entropy coder, and that dictionaries trained on one pump generalize poorly to another, which is why per-machine training turned out to be necessary.

All runs were logged in our engineering notebook and every firmware change is a commit in GitLab with the benchmark results attached.`;

export const COATING = `Our goal was a waterborne polyurethane coating for cold-storage floors that cures at 5 °C and still survives 500 freeze-thaw cycles. Commercial waterborne systems do not cure properly below 10 °C, and the supplier data sheets gave us nothing for this temperature range, so we did not know whether a crosslinker package could give both low-temperature cure and flexibility.

We hypothesised that replacing part of the polyol with a low-Tg polycarbonate diol and adding an aziridine crosslinker at 2–4 wt% would lower the minimum film-forming temperature without making the film brittle.

I tested twelve formulations in a controlled design of experiments, varying diol ratio and crosslinker level while holding solids content and film thickness constant. Each batch was applied to concrete coupons, cured in a 5 °C chamber and put through freeze-thaw cycling, with adhesion measured by pull-off every 100 cycles and compared against our current commercial product as the control.

Formulation F7 (30% polycarbonate diol, 3 wt% crosslinker) cured in 36 h at 5 °C and kept 2.8 MPa adhesion after 500 cycles, versus 1.1 MPa for the control. Above 3.5 wt% crosslinker the films cracked before 200 cycles, which showed that crosslink density, not Tg, controls brittleness at low temperature. This was new knowledge for us.

Results for every batch are in the lab notebook and the test log spreadsheet, dated by run.`;

export const DEFECT_ML = `We're trying to detect hairline cracks in cast aluminium housings from line-scan images. We only have 180 labelled defect images, and the cracks are 2-3 pixels wide.

Standard architectures like ResNet-50 and YOLOv8 fine-tuned on our data overfit badly: validation recall never got above 0.62 even with heavy augmentation. Nobody knew if a model could reach 95% recall with so few examples, and the published few-shot papers all use natural images, not X-ray-like textures.

We thought that synthesising cracks with a physics-based renderer and pretraining on them would teach the network crack geometry before it saw real data. We tried 4 variants of the synthetic generator and compared each against the ResNet baseline using 5-fold cross-validation on the same 180 images.

Results: the best variant reached recall 0.94 at precision 0.90, while random-texture pretraining gave no improvement. That tells us the gain comes from the crack geometry, not from extra data volume.

Experiments are tracked in MLflow and our Jupyter notebooks, and the code is in GitHub.`;

export const SHOPIFY = `This year we launched our new online store. We built it on Shopify using the Dawn theme and customized the colours and fonts to match our brand. We installed apps for product reviews and subscriptions and connected Stripe and PayPal for payments.

Our developer tested the checkout on mobile and desktop to make sure everything worked before launch. We also set up Google Analytics and ran a Black Friday campaign. Sales increased 35% compared to last year.`;

export const QA = `Our QA team ran the regression test suite against the requirements for release 4.2 of our billing software. We executed 1,240 test cases, logged 57 defects in Jira and verified the fixes against the spec before sign-off. Test results were documented in TestRail and everything was done according to our standard QA checklist.`;

export const AWS = `In 2024 we migrated our on-premise servers to AWS. We followed the AWS migration guide and the vendor documentation, moved our PostgreSQL database to RDS and set up EC2 auto-scaling groups. There were some challenges with downtime during the cutover, which we solved by scheduling the migration over a weekend. The whole project took three months and now our hosting costs are 20% lower.`;

export const LOGO = `We hired a designer to refresh our brand. She redesigned the logo, picked a new colour palette and updated the fonts across the website. We also restyled the mobile app screens so the buttons and icons match the new look and feel. Customers said the new design looks much more modern.`;

export const CACHING = `We rebuilt the search page of our recipe app to make it faster. We tried three different ways of caching the results, first in the browser, then with Redis, then with a CDN, and measured page load times for each. The Redis version brought the median load time from 1.8 s down to 0.6 s, so we shipped that one. We kept the benchmark numbers in a spreadsheet.`;

export const NO_RECORDS = `We had to develop a new way to predict when our injection moulding machines will produce warped parts, because there is no known model for the recycled resin blends we use. Nobody in the industry could tell us whether warpage could be predicted from melt temperature alone. We tried a few things over the summer and eventually got something that works most of the time. Honestly we didn't keep any notes or records, it was all done on the shop floor.`;

export const RECIPE = `Preheat the oven to 180 degrees. Mix two cups of flour with a cup of sugar, then add three eggs and a cup of melted butter. Measure the milk carefully and pour it in slowly while stirring. Bake for 35 minutes, then test with a toothpick to see if it comes out clean. Let it cool before you slice it.`;

export const COMPLAINT = `I'm so frustrated with one of our customers. They keep changing what they want every week, they never pay their invoices on time and yesterday they yelled at our support staff on the phone. I don't know how much longer we can keep working with them. What should I do?`;

export const FRENCH = `Nous développons un capteur de débit pour les canalisations d'eau potable. Il n'était pas clair si la mesure ultrasonique pouvait rester précise à moins de 1 % avec les dépôts de calcaire. Notre hypothèse était qu'une compensation adaptative de la vitesse du son corrigerait l'erreur. Nous avons testé quatre prototypes sur un banc d'essai pendant trois mois et mesuré l'erreur à chaque itération. Les essais ont montré que l'erreur passe de 4,5 % à 0,8 % avec la compensation. Tous les essais sont consignés dans notre cahier de laboratoire.`;

export const NO_TESTS = `We are building a scheduling engine for home-care nurses. It was not clear whether the route optimisation could run in under a second for 300 visits, since the standard solvers we looked at were too slow. We did not run any tests yet and we haven't measured anything; the idea is still on the whiteboard.`;

// Lab notes sent over two messages, out of order, with mixed date formats.
export const NOTES_EARLY = `Here are my notes from the bench this week:

2025-03-18: Tried LZ4 on the pump dataset, ratio only 1.4x. Too low for the radio budget.
Next: try delta encoding before LZ4.

2025-03-14
Set up the benchmark harness on the Cortex-M4 board. We expect zstd to be too slow at level 3.
Ran zstd level 3 on 6 h of data, 48 ms per block — way over the 20 ms budget.`;

export const NOTES_LATE = `March 21, 2025 — Implemented delta + LZ4. Latency measured at 9 ms, ratio 2.1x. Results in bench-0321.csv.
Todo: ask Priya for the second pump's data.`;

export const NOTES_UNDATED = `Tested the new primer on 8 steel coupons after sandblasting. Adhesion improved to 3.2 MPa from 2.1 MPa with the old primer.

We think the silane content is what matters, so we will repeat with 0.5% and 1% silane next week.`;

export const DRONE_MESSY = `so basically we're trying to get our drone to land on a moving truck. off the shelf PX4 landing code cant handle the truck moving more than 10 km/h. tried kalman filter on the apriltag pose, still overshoots. next week try MPC. dont really have docs except some videos on my phone`;

export const CRM = `We developed a CRM integration using the Salesforce API. We wrote custom Apex triggers and tested them against the requirements from the sales team. There were some bugs which we fixed before go-live.`;
