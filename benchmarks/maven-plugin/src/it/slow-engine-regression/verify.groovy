// The unchanged rerun passed the check; the check failed the build on the 20% slower engine's load, and the JUnit XML
// shows the regression with its numbers.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD FAILURE')
def slurper = new groovy.json.JsonSlurper()

// the gate-unchanged execution ran first and passed: four runs of one engine, two against two
assert log.contains('check passed')
def unchanged = new groovy.xml.XmlSlurper().parse(
        new File(basedir, 'bench/target/storagebench/unchanged/TEST-storagebench-check.xml'))
assert unchanged.testsuite.@failures.toInteger() == 0
assert unchanged.testsuite.testcase.find { it.@name == 'l.i0 ips' }.size() == 1
def line = log.readLines().find { it.contains('storagebench check: ') && it.contains('checks failed') }
assert line != null : 'no one-line check failure in the build log'
assert line.contains('l.i0 ips')

// the run in Maven's JVM found the project's engine through the plugin's realm
def smoke = slurper.parse(new File(basedir, 'bench/target/storagebench/in-maven-jvm.json'))
assert smoke.status == 'OK' && smoke.engine.name == 'slow-rocksdb'

def compare = new File(basedir, 'bench/target/storagebench/compare')
assert compare.listFiles().findAll { it.name.endsWith('.json') }.size() == 8

def junit = new groovy.xml.XmlSlurper().parse(new File(basedir, 'bench/target/storagebench/TEST-storagebench-check.xml'))
assert junit.testsuite.@failures.toInteger() > 0
def ips = junit.testsuite.testcase.find { it.@name == 'l.i0 ips' }
assert ips.failure.size() == 1
def message = ips.failure.@message.text()
assert message.contains('regression') && message.contains('threshold -5.0%') : message
// the slowdown is the pace's 20%, give or take the machine: 8,000 rows/s against 10,000
assert message =~ /-1[5-9]\.\d%|-2[0-5]\.\d%/ : message
return true
