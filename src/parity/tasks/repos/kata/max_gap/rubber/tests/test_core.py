from kata_max_gap.core import rubber


def test_rubber_0():
    assert rubber([5, 9, 13, 15]) == 4


def test_rubber_1():
    assert rubber([9, 21]) == 12


def test_rubber_2():
    assert rubber([15, 18, 21, 25]) == 4


def test_rubber_3():
    assert rubber([9, 11]) == 2


def test_rubber_4():
    assert rubber([1]) == 0


def test_rubber_5():
    assert rubber([1, 6, 21]) == 15
