// Both runs found the project's workload through the plugin's dependencies and ran its two steps.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD SUCCESS')
def slurper = new groovy.json.JsonSlurper()
['in-maven-jvm', 'forked'].each { run ->
    def bundle = slurper.parse(new File(basedir, "bench/target/storagebench/${run}.json"))
    assert bundle.status == 'OK' : run
    assert bundle.workload.name == 'read-update' : run
    assert bundle.steps*.name == ['load', 'mix'] : run
    assert bundle.steps[0].actors[0].ops == 2000 : run
    assert bundle.steps[1].actors[0].threads == 2 && bundle.steps[1].actors[0].ops > 0 : run
}
return true
