from kata_tail.measure_label import measure_label


def test_measure_label_0():
    assert measure_label([4]) == [4]


def test_measure_label_1():
    assert measure_label([4, 2, 6, 4, 5, 4, 6]) == [4, 6]


def test_measure_label_2():
    assert measure_label([9, 8, 4, 9, 7, 6]) == [7, 6]


def test_measure_label_3():
    assert measure_label([2, 7, 4]) == [7, 4]


def test_measure_label_4():
    assert measure_label([5, 1, 0, 3, 1, 9], 0) == []


def test_measure_label_5():
    assert measure_label([5, 8, 0, 4, 9, 7], 1) == [7]
