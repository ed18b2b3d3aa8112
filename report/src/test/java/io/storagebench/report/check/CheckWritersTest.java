package io.storagebench.report.check;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.storagebench.report.Defaults;
import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.Measure;
import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class CheckWritersTest {
    private static CheckResult slower() {
        return Gate.check(List.of(Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, true)),
                List.of(Bundles.insertBenchmark("rocksdb", Map.of(), 0.5, 0.5, false)), CheckOptions.defaults());
    }

    @Test
    void junitXmlParsesBackWithOneTestCasePerStepAndFigureAndFailuresCarryTheNumbers() throws Exception {
        CheckResult r = slower();
        String xml = JUnitReport.xml(r);
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        NodeList cases = doc.getElementsByTagName("testcase");
        assertThat(cases.getLength()).isEqualTo(r.verdicts().size());
        Element suite = (Element) doc.getElementsByTagName("testsuite").item(0);
        assertThat(suite.getAttribute("failures")).isEqualTo(Integer.toString(r.failures().size()));
        List<String> names = new ArrayList<>();
        String qpsFailure = null;
        for (int i = 0; i < cases.getLength(); i++) {
            Element c = (Element) cases.item(i);
            names.add(c.getAttribute("name"));
            if (c.getAttribute("name").equals("qr100 qps")) {
                qpsFailure = ((Element) c.getElementsByTagName("failure").item(0)).getAttribute("message");
            }
        }
        assertThat(names).doesNotHaveDuplicates().contains("qr100 qps", "qr100 sla", "l.i0 ips");
        assertThat(qpsFailure).contains("50000 -> 25000 ops/s", "-50.0%", "threshold -5.0%", "regression");
    }

    @Test
    void junitXmlEscapesWhatAnEngineWrote() throws Exception {
        Verdict odd = new Verdict("l.i0", "status", "", null, null, null, null, null, Outcome.FAILED,
                "error <&> \"quoted\" ]]>");
        String xml = JUnitReport.xml(new CheckResult("w/p", "a", "b", 1, 1, List.of(odd)));
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        assertThat(doc.getElementsByTagName("failure").item(0).getTextContent()).contains("error <&> \"quoted\" ]]>");
    }

    @Test
    void markdownStaysUnder60000CharactersFor500Steps() {
        List<Verdict> verdicts = new ArrayList<>();
        for (int s = 0; s < 500; s++) {
            for (String figure : List.of("qps", "p99", "cpupq", "rkbpq", "wkbpi", "dbgb")) {
                Outcome o = s % 50 == 0 ? Outcome.REGRESSION : Outcome.PASS;
                verdicts.add(new Verdict("step-" + s, figure, "us/op", Direction.LOWER_IS_BETTER,
                        Measure.of(List.of(100.0, 101.0)), Measure.of(List.of(120.0, 121.0)), 20.0, 10.0, o,
                        "outside noise: the candidate's best run is 18.8% above the baseline's worst"));
            }
        }
        String md = MarkdownSummary.markdown(new CheckResult("insert-benchmark/large", "rocksdb 10.4.2 (1.0)",
                "rocksdb 10.5.0 (1.1)", 2, 2, verdicts));
        assertThat(md.length()).isLessThan(Defaults.CHECK_MARKDOWN_MAX_CHARS);
        assertThat(md).startsWith("## storagebench check: FAILED").contains("60 regression(s)")
                .contains("| step-0 | qps |").contains("more checks not shown (0 of them failing)");
    }

    @Test
    void markdownSaysWhenTheNoiseIsUnknown() {
        assertThat(MarkdownSummary.markdown(slower())).contains("noise: unknown").contains("| qr100 | qps |");
    }

    @Test
    void benchmarkJsonPutsThroughputInBiggerIsBetterAndCostsInSmallerIsBetter() throws Exception {
        ResultBundle b = Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, true);
        CheckResult r = Gate.check(List.of(b), List.of(b, Bundles.insertBenchmark("rocksdb", Map.of(), 1.02, 0.5,
                true)), CheckOptions.defaults());
        ObjectMapper json = new ObjectMapper();
        JsonNode bigger = json.readTree(BenchmarkJson.json(r, Direction.HIGHER_IS_BETTER));
        JsonNode smaller = json.readTree(BenchmarkJson.json(r, Direction.LOWER_IS_BETTER));
        List<String> biggerNames = new ArrayList<>();
        bigger.forEach(e -> biggerNames.add(e.get("name").asText()));
        List<String> smallerNames = new ArrayList<>();
        smaller.forEach(e -> smallerNames.add(e.get("name").asText()));
        assertThat(biggerNames).containsExactly("l.i0 ips", "l.i1 ips", "qr100 qps");
        assertThat(smallerNames).contains("qr100 p99", "qr100 cpupq", "l.i0 dbgb").doesNotContain("qr100 qps");
        JsonNode qps = bigger.get(2);
        assertThat(qps.get("unit").asText()).isEqualTo("ops/s");
        assertThat(qps.get("value").asDouble()).isEqualTo(50_500.0);
        assertThat(qps.get("range").asText()).startsWith("± ");
        assertThat(qps.get("extra").asText()).contains("n=2");
        assertThat(BenchmarkJson.tool(Direction.HIGHER_IS_BETTER)).isEqualTo("customBiggerIsBetter");
    }
}
