from kata_pad.measure_slot import measure_slot


def test_measure_slot_0():
    assert measure_slot('') == '....'


def test_measure_slot_1():
    assert measure_slot('ab') == 'ab..'


def test_measure_slot_2():
    assert measure_slot('abab') == 'abab'


def test_measure_slot_3():
    assert measure_slot('ababab') == 'ababab'


def test_measure_slot_4():
    assert measure_slot('abababab') == 'abababab'


def test_measure_slot_5():
    assert measure_slot('ababababab') == 'ababababab'
