from kata_weigh.adjust_score import adjust_score


def test_adjust_score_0():
    assert adjust_score([0, 3]) == 3


def test_adjust_score_1():
    assert adjust_score([1, 9, 2]) == 21


def test_adjust_score_2():
    assert adjust_score([11]) == 22


def test_adjust_score_3():
    assert adjust_score([4]) == 4


def test_adjust_score_4():
    assert adjust_score([11, 0, 9]) == 40


def test_adjust_score_5():
    assert adjust_score([1, 7, 5, 11]) == 42
