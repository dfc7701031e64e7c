from kata_max_gap.core import tomato


def test_tomato_0():
    assert tomato([10, 30]) == 20


def test_tomato_1():
    assert tomato([8]) == 0


def test_tomato_2():
    assert tomato([4, 21]) == 17


def test_tomato_3():
    assert tomato([1, 6, 8, 9, 21]) == 12


def test_tomato_4():
    assert tomato([30]) == 0


def test_tomato_5():
    assert tomato([18, 26, 28]) == 8
