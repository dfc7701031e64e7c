from kata_tail.measure_limit import measure_limit


def test_measure_limit_0():
    assert measure_limit([1]) == [1]


def test_measure_limit_1():
    assert measure_limit([2, 5]) == [2, 5]


def test_measure_limit_2():
    assert measure_limit([3, 8, 4, 5, 5, 4]) == [5, 4]


def test_measure_limit_3():
    assert measure_limit([]) == []


def test_measure_limit_4():
    assert measure_limit([7, 2, 6, 2, 6, 8], 0) == []


def test_measure_limit_5():
    assert measure_limit([0, 5, 6, 4, 4, 2], 1) == [2]
