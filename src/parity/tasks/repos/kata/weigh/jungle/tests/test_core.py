from kata_weigh.core import jungle


def test_jungle_0():
    assert jungle([4, 9, 3, 4]) == 38


def test_jungle_1():
    assert jungle([12, 8, 7]) == 81


def test_jungle_2():
    assert jungle([11, 1, 6, 5]) == 57


def test_jungle_3():
    assert jungle([8, 0]) == 24


def test_jungle_4():
    assert jungle([11, 12]) == 69


def test_jungle_5():
    assert jungle([6, 0, 3, 1]) == 22
