from kata_letter.rank_slot import rank_slot


def test_rank_slot_0():
    assert rank_slot(79) == 'B'


def test_rank_slot_1():
    assert rank_slot(80) == 'A'


def test_rank_slot_2():
    assert rank_slot(81) == 'A'


def test_rank_slot_3():
    assert rank_slot(72) == 'C'


def test_rank_slot_4():
    assert rank_slot(73) == 'B'


def test_rank_slot_5():
    assert rank_slot(74) == 'B'
