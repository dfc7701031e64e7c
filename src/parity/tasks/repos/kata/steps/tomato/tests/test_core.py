from kata_steps.core import tomato


def test_tomato_0():
    assert tomato(3, 6) == [12, 16, 20]


def test_tomato_1():
    assert tomato(0, 3) == [0, 4, 8]


def test_tomato_2():
    assert tomato(1, 9) == [4, 8, 12, 16, 20, 24, 28, 32]


def test_tomato_3():
    assert tomato(5, 5) == []


def test_tomato_4():
    assert tomato(3, 10) == [12, 16, 20, 24, 28, 32, 36]


def test_tomato_5():
    assert tomato(6, 11) == [24, 28, 32, 36, 40]
