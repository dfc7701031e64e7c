from kata_weigh.core import desert


def test_desert_0():
    assert desert([11, 11, 7, 5, 2]) == 80


def test_desert_1():
    assert desert([11, 5, 8]) == 46


def test_desert_2():
    assert desert([3, 7]) == 10


def test_desert_3():
    assert desert([2, 4, 8]) == 14


def test_desert_4():
    assert desert([1]) == 1


def test_desert_5():
    assert desert([8, 9]) == 35
