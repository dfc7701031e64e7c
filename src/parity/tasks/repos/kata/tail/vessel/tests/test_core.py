from kata_tail.core import vessel


def test_vessel_0():
    assert vessel([9]) == [9]


def test_vessel_1():
    assert vessel([]) == []


def test_vessel_2():
    assert vessel([0, 7, 9, 3, 8, 6]) == [3, 8, 6]


def test_vessel_3():
    assert vessel([4, 6, 3, 9, 5, 7]) == [9, 5, 7]


def test_vessel_4():
    assert vessel([8, 6, 9, 5, 4, 0], 0) == []


def test_vessel_5():
    assert vessel([6, 1, 8, 6, 5, 0], 1) == [0]
