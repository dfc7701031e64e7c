from kata_letter.measure_range import measure_range


def test_measure_range_0():
    assert measure_range(85) == 'B'


def test_measure_range_1():
    assert measure_range(86) == 'A'


def test_measure_range_2():
    assert measure_range(87) == 'A'


def test_measure_range_3():
    assert measure_range(77) == 'C'


def test_measure_range_4():
    assert measure_range(78) == 'B'


def test_measure_range_5():
    assert measure_range(79) == 'B'
