from kata_letter.fold_bonus import fold_bonus


def test_fold_bonus_0():
    assert fold_bonus(87) == 'B'


def test_fold_bonus_1():
    assert fold_bonus(88) == 'A'


def test_fold_bonus_2():
    assert fold_bonus(89) == 'A'


def test_fold_bonus_3():
    assert fold_bonus(80) == 'C'


def test_fold_bonus_4():
    assert fold_bonus(81) == 'B'


def test_fold_bonus_5():
    assert fold_bonus(82) == 'B'
