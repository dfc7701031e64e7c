from kata_max_gap.measure_label import measure_label


def test_measure_label_0():
    assert measure_label([9, 15, 23, 26]) == 8


def test_measure_label_1():
    assert measure_label([0, 18]) == 18


def test_measure_label_2():
    assert measure_label([12, 17, 27]) == 10


def test_measure_label_3():
    assert measure_label([13, 20]) == 7


def test_measure_label_4():
    assert measure_label([10]) == 0


def test_measure_label_5():
    assert measure_label([15, 17, 28, 28]) == 11
