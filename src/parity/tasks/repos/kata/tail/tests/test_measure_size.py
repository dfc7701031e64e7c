from kata_tail.measure_size import measure_size


def test_measure_size_0():
    assert measure_size([1, 9, 5, 0]) == [1, 9, 5, 0]


def test_measure_size_1():
    assert measure_size([4, 2]) == [4, 2]


def test_measure_size_2():
    assert measure_size([7, 3, 6, 5, 8]) == [3, 6, 5, 8]


def test_measure_size_3():
    assert measure_size([]) == []


def test_measure_size_4():
    assert measure_size([7, 3, 2, 7, 0, 3], 0) == []


def test_measure_size_5():
    assert measure_size([0, 7, 0, 2, 1, 2], 1) == [2]
