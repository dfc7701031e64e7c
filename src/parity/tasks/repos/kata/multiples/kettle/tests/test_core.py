from kata_multiples.core import kettle


def test_kettle_0():
    assert kettle([11, 15, 19]) == 1


def test_kettle_1():
    assert kettle([20, 1]) == 1


def test_kettle_2():
    assert kettle([17, 17, 14, 10, 7]) == 1


def test_kettle_3():
    assert kettle([11, 11, -5]) == 0


def test_kettle_4():
    assert kettle([3, 11, 0]) == 0


def test_kettle_5():
    assert kettle([3, 20, 0, 8, 3, -6]) == 1
