/**
 * Messages of the live-chat pre-chat form (spec/marketing.md §3, §5).
 *
 * @example translate(chatMessages, 'invalidName') // 'Please Enter a valid name'
 */
export const chatMessages = {
  en: {
    // spec/marketing.md §5, verbatim (including its capitalisation).
    invalidName: 'Please Enter a valid name',
    invalidEmail: 'Please Enter a valid Email',
    selectOption: 'Please select an option',
    // spec/marketing.md §3: the existing-order dropdown's choices.
    yes: 'Yes',
    no: 'No',
    // The launcher, the panel and its fields (widgets/chat); ours.
    launcher: 'Chat with us',
    agentsAvailable: 'Agents available',
    leaveMessage: 'Leave us a message',
    panelTitle: 'Chat with us',
    panelIntro: 'Tell us who you are and we will connect you with our team.',
    nameLabel: 'Name',
    emailLabel: 'Email',
    existingOrderLabel: 'Do you have an existing order?',
    chooseOption: 'Choose…',
    orderNumberLabel: 'Order number (optional)',
    invalidOrderNumber: 'Please enter numbers only',
    start: 'Start chat',
    starting: 'Connecting…',
    close: 'Close',
    confirmation: 'Thank you, {name}. We will reply to {email} by email.',
    connected: 'You are connected. The chat window has opened.',
  },
  ko: {
    yes: '예',
    no: '아니요',
    launcher: '채팅 상담',
    agentsAvailable: '상담원 연결 가능',
    leaveMessage: '메시지 남기기',
    panelTitle: '채팅 상담',
    panelIntro: '정보를 입력하시면 상담원과 연결해 드립니다.',
    nameLabel: '이름',
    emailLabel: '이메일',
    existingOrderLabel: '기존 주문이 있으신가요?',
    chooseOption: '선택…',
    orderNumberLabel: '주문 번호 (선택)',
    invalidOrderNumber: '숫자만 입력하세요',
    start: '채팅 시작',
    starting: '연결 중…',
    close: '닫기',
    confirmation: '{name}님, 감사합니다. {email}(으)로 이메일 답변을 드리겠습니다.',
    connected: '연결되었습니다. 채팅 창이 열렸습니다.',
  },
} as const;
