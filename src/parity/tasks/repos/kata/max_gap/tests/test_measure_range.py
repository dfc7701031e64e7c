from kata_max_gap.measure_range import measure_range


def test_measure_range_0():
    assert measure_range([7, 18]) == 11


def test_measure_range_1():
    assert measure_range([3, 4, 7, 29]) == 22


def test_measure_range_2():
    assert measure_range([0, 2, 2, 2, 19, 21]) == 17


def test_measure_range_3():
    assert measure_range([15, 22]) == 7


def test_measure_range_4():
    assert measure_range([1, 22, 26]) == 21


def test_measure_range_5():
    assert measure_range([3, 3]) == 0
